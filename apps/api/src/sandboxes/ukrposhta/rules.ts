/*
 * How Ukrposhta's eCom API judges what it is sent (shared/outside-systems.md part C), with its own error texts where
 * the sources quote them; where they quote none, the sandbox words the refusal in the same style. Pure functions: the
 * sandbox routes apply them to requests and to the objects already stored.
 */

export const packageTypes = ['SMALL_BAG', 'PRIME', 'PARCEL', 'EMS', 'LETTER', 'BANDEROLE', 'DECLARED_VALUE'] as const;
export type PackageType = (typeof packageTypes)[number];
export const clientTypes = ['INDIVIDUAL', 'COMPANY', 'PRIVATE_ENTREPRENEUR'] as const;

/** The heaviest package of each type, in grams. */
export const MAX_WEIGHT_G: Record<PackageType, number> = {
  SMALL_BAG: 2_000,
  PRIME: 2_000,
  PARCEL: 30_000,
  EMS: 30_000,
  LETTER: 2_000,
  BANDEROLE: 2_000,
  DECLARED_VALUE: 2_000,
};

/** The S10 service indicator each package type's barcodes start with. */
export const BARCODE_PREFIX: Record<PackageType, string> = {
  SMALL_BAG: 'LP',
  PRIME: 'LX',
  PARCEL: 'CP',
  EMS: 'EE',
  LETTER: 'RR',
  BANDEROLE: 'RB',
  DECLARED_VALUE: 'VV',
};

/** Latin letters, digits, spaces and the punctuation of addresses; nothing Cyrillic. */
export const isLatin = (value: unknown): boolean =>
  typeof value !== 'string' || /^[\p{Script=Latin}0-9\s.,'’"\-/#№()&+:;]*$/u.test(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Which fields of an address would break the Latin-only rule of international shipments. */
export function nonLatinAddressFields(address: Record<string, unknown>): string[] {
  return [
    'city',
    'region',
    'district',
    'street',
    'houseNumber',
    'apartmentNumber',
    'foreignStreetHouseApartment',
  ].filter((field) => !isLatin(address[field]));
}

export function addressProblem(body: Record<string, unknown>): string | null {
  if (!text(body.postcode)) return "Property 'postcode' can't be null!";
  if (!/^[A-Z]{2}$/.test(text(body.country))) return "Property 'country' should be a two-letter ISO code";
  return null;
}

export function clientProblem(body: Record<string, unknown>, type: string): string | null {
  if (!(clientTypes as readonly string[]).includes(type)) return `Unknown client type ${type}`;
  if (typeof body.addressId !== 'number') return "Property 'addressId' can't be null!";
  if (!isLatin(body.latinName)) return "Client's latinName should contain only latin symbols";
  if (type === 'COMPANY' && !/^\d{8,9}$/.test(text(body.edrpou))) return 'EDRPOU should contain 8-9 digits';
  if (type !== 'COMPANY' && body.tin !== undefined && !/^\d{10}$/.test(text(body.tin))) {
    return 'TIN should contain 10 digits';
  }
  if (type !== 'COMPANY' && !text(body.lastName) && !text(body.name)) return "Client's lastName should not be empty";
  return null;
}

interface Item {
  quantity?: unknown;
  weight?: unknown;
  value?: unknown;
  hsCode?: unknown;
  latinName?: unknown;
}

/** What an international shipment body lacks or breaks before any stored object is looked at. */
export function shipmentShapeProblem(body: Record<string, unknown>): string | null {
  const packageType = text(body.packageType);
  if (!(packageTypes as readonly string[]).includes(packageType)) return `Unknown package type ${packageType}`;
  if (!body.sender || !body.recipient) return "Property 'sender' and 'recipient' can't be null!";
  if (!Array.isArray(body.parcels)) return "Property 'parcels' can't be null!";
  if (body.type === 'INTERNATIONAL' || body.international === true) {
    if (!body.internationalData || typeof body.internationalData !== 'object') {
      return 'International shipment should have internationalData!';
    }
  }
  const weight = Number(body.weight);
  if (!Number.isInteger(weight) || weight <= 0) return "Property 'weight' should be a positive number of grams";
  const max = MAX_WEIGHT_G[packageType as PackageType];
  if (weight > max) return `Weight ${weight} g exceeds the maximum of ${max} g for package type ${packageType}`;
  for (const parcel of body.parcels as { parcelItems?: Item[] }[]) {
    if (!Array.isArray(parcel?.parcelItems) || parcel.parcelItems.length === 0) {
      return `For package type ${packageType === 'PARCEL' ? 'Parcel' : packageType} parcel items should be filled!`;
    }
    for (const item of parcel.parcelItems) {
      if (!/^\d{10}$/.test(text(item.hsCode))) return `HS code ${text(item.hsCode)} should contain 10 digits`;
      if (!isLatin(item.latinName) || !text(item.latinName))
        return "Parcel item's latinName should contain only latin symbols";
      if (!(Number(item.quantity) > 0)) return "Parcel item's quantity should be positive";
    }
  }
  return null;
}

/** Every 10-digit HS code of the body's items. */
export const hsCodesOf = (body: Record<string, unknown>): string[] =>
  (body.parcels as { parcelItems: Item[] }[]).flatMap((p) => p.parcelItems.map((i) => text(i.hsCode)));

/** The sandbox's tariff, in kopiykas: a base per package type and a rate per started 100 g. */
export function deliveryPriceOf(packageType: PackageType, weightG: number): number {
  const base: Record<PackageType, number> = {
    SMALL_BAG: 120_00,
    PRIME: 180_00,
    PARCEL: 450_00,
    EMS: 900_00,
    LETTER: 60_00,
    BANDEROLE: 90_00,
    DECLARED_VALUE: 140_00,
  };
  return base[packageType] + Math.ceil(weightG / 100) * 14_00;
}

/**
 * A declared value goes on the parcel, in hryvnias, and only for the package types that carry one (PARCEL and
 * DECLARED_VALUE, as the published client mustang75/ukrposhta-international-shipping sends it); the sandbox's
 * wording.
 */
export function declaredPriceProblem(body: Record<string, unknown>): string | null {
  const packageType = text(body.packageType);
  const declared = (body.parcels as { declaredPrice?: unknown }[]).filter((p) => p.declaredPrice !== undefined);
  if (declared.length === 0) return null;
  if (packageType !== 'PARCEL' && packageType !== 'DECLARED_VALUE') {
    return `Declared price is not allowed for package type ${packageType}`;
  }
  if (declared.some((p) => !(Number(p.declaredPrice) >= 0))) return "Parcel's declaredPrice should be a sum in UAH";
  return null;
}
