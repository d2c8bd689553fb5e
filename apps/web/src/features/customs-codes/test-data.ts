import type { CustomsCode, CustomsCodeNode } from '@cabinet/contracts/customs-codes';

/** A slice of the real classification (English titles) for component tests. */
const crumb = (code: string, title: string) => ({ id: code, code, title, title_translated: title });
const chapter85 = crumb('85', 'Electrical machinery and equipment');
const heading8517 = crumb('8517', 'Telephone sets, including smartphones');
const sub851713 = crumb('851713', 'Smartphones');

const code = (
  id: string,
  title: string,
  ancestors: CustomsCode['ancestors'],
  extra: Partial<CustomsCode> = {},
): CustomsCode => ({
  id,
  code: id,
  title,
  title_translated: title,
  parent: ancestors.at(-1)?.id ?? null,
  ancestors,
  has_children: id.length < 10,
  is_selectable: id.length === 10,
  section: 'XVI',
  ...extra,
});

export const chapter84 = code('84', 'Nuclear reactors, boilers, machinery', []);
export const chapter85Code = code('85', chapter85.title, []);
export const heading8517Code = code('8517', heading8517.title, [chapter85]);
export const smartphone = code('8517130000', 'Smartphones', [chapter85, heading8517, sub851713]);
export const otherPhone = code('8517140000', 'Other telephones for cellular networks', [chapter85, heading8517]);

export const chapter85Node: CustomsCodeNode = { ...chapter85Code, children: [heading8517Code] };
export const heading8517Node: CustomsCodeNode = { ...heading8517Code, children: [smartphone, otherPhone] };
export const smartphoneNode: CustomsCodeNode = { ...smartphone, children: [] };
