const KYIV_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * DD.MM.YYYY (§9) of the day in Kyiv, where the cabinet's documents are printed, parcels handed over and sellers
 * read their notices — whatever the server's own zone.
 */
export const ddmmyyyy = (d: Date) => KYIV_DATE.format(d).replace(/\//g, '.');

/** YYYY-MM-DD of the day in Kyiv: "today" for a date a person typed (a value date is not in the future). */
export const kyivIsoDate = (d: Date) => ddmmyyyy(d).split('.').reverse().join('-');
