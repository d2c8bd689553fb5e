/** The text with LIKE's wildcards and escape character escaped, so that a search for "50%" means those characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching values that contain the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
