import { describe, expect, it } from 'vitest';
import { packagesOfBody, setTrackBodySchema, trackPackageProblems } from './order-tracks.ts';

const issues = (body: unknown) => {
  const result = setTrackBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const ORDER = [
  { external_id: 'mug', quantity: 2 },
  { external_id: 'plate', quantity: 1 },
];

describe('set_track’s parcels, before the order is read', () => {
  it('takes one number alone, as spec §7 has it, and several with their parcels', () => {
    expect(issues({ track_numbers: ['RB123456785UA'], carrier: 'ukrposhta' })).toEqual([]);
    expect(
      issues({
        track_numbers: ['RB123456785UA', 'RB223456785UA'],
        carrier: 'ukrposhta',
        packages: [
          { track_number: 'RB123456785UA', lines: [{ external_id: 'mug', quantity: 2 }] },
          { track_number: 'RB223456785UA', lines: [{ external_id: 'plate', quantity: 1 }] },
        ],
      }),
    ).toEqual([]);
  });

  it('asks for the parcels when there are several numbers', () => {
    expect(issues({ track_numbers: ['RB123456785UA', 'RB223456785UA'], carrier: 'usps' })).toEqual([
      ['packages', 'packages_required'],
    ]);
    // The same number twice is one number.
    expect(issues({ track_numbers: ['RB123456785UA', 'RB123456785UA'], carrier: 'usps' })).toEqual([]);
  });

  it('puts each number in exactly one parcel, and each parcel’s number among the numbers', () => {
    const line = [{ external_id: 'mug', quantity: 1 }];
    expect(
      issues({
        track_numbers: ['RB123456785UA', 'RB223456785UA'],
        carrier: 'usps',
        packages: [
          { track_number: 'RB123456785UA', lines: line },
          { track_number: 'RB123456785UA', lines: line },
          { track_number: 'ZZ999999999UA', lines: line },
        ],
      }),
    ).toEqual([
      ['packages.1.track_number', 'package_track_duplicate'],
      ['packages.2.track_number', 'package_track_unknown'],
      ['packages', 'package_track_missing'],
    ]);
  });

  it('wants at least one line in a parcel, a positive whole quantity, and a line once per parcel', () => {
    expect(
      issues({
        track_numbers: ['RB123456785UA'],
        carrier: 'usps',
        packages: [{ track_number: 'RB123456785UA', lines: [] }],
      }),
    ).toEqual([['packages.0.lines', 'package_lines_required']]);
    expect(
      issues({
        track_numbers: ['RB123456785UA'],
        carrier: 'usps',
        packages: [{ track_number: 'RB123456785UA', lines: [{ external_id: 'mug', quantity: 0 }] }],
      }).map(([path]) => path),
    ).toEqual(['packages.0.lines.0.quantity']);
    expect(
      issues({
        track_numbers: ['RB123456785UA'],
        carrier: 'usps',
        packages: [
          {
            track_number: 'RB123456785UA',
            lines: [
              { external_id: 'mug', quantity: 1 },
              { external_id: 'mug', quantity: 1 },
            ],
          },
        ],
      }),
    ).toEqual([['packages.0.lines.1.external_id', 'package_line_duplicate']]);
  });
});

describe('set_track’s parcels against the order', () => {
  it('passes when every unit of the order is placed exactly once', () => {
    const split = [
      { lines: [{ external_id: 'mug', quantity: 1 }] },
      {
        lines: [
          { external_id: 'mug', quantity: 1 },
          { external_id: 'plate', quantity: 1 },
        ],
      },
    ];
    expect(trackPackageProblems(split, ORDER)).toEqual([]);
  });

  it('names a line the order does not have, and each line placed too often or not at all', () => {
    const wrong = [
      {
        lines: [
          { external_id: 'mug', quantity: 2 },
          { external_id: 'cup', quantity: 1 },
        ],
      },
      { lines: [{ external_id: 'mug', quantity: 1 }] },
    ];
    expect(trackPackageProblems(wrong, ORDER)).toEqual([
      { field: 'packages.0.lines.1.external_id', code: 'package_line_unknown', external_id: 'cup' },
      { field: 'packages', code: 'package_lines_mismatch', external_id: 'mug', placed: 3, ordered: 2 },
      { field: 'packages', code: 'package_lines_mismatch', external_id: 'plate', placed: 0, ordered: 1 },
    ]);
  });

  it('makes one parcel of every line for one number given alone', () => {
    expect(
      packagesOfBody({ track_numbers: ['RB123456785UA'] }, [...ORDER, { external_id: 'gone', quantity: 0 }]),
    ).toEqual([
      {
        track_number: 'RB123456785UA',
        lines: [
          { external_id: 'mug', quantity: 2 },
          { external_id: 'plate', quantity: 1 },
        ],
      },
    ]);
    expect(trackPackageProblems(packagesOfBody({ track_numbers: ['RB123456785UA'] }, ORDER), ORDER)).toEqual([]);
  });
});
