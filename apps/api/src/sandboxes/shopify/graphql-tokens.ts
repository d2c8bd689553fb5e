/*
 * The sandbox's GraphQL lexer: names, punctuators (named as graphql-ruby's parse errors name them), strings, numbers;
 * and the reader the parser walks the tokens with.
 */

/** A document the sandbox cannot read, with where (graphql-ruby's "Parse error on …" shape, as Shopify answers). */
export class GraphqlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'GraphqlSyntaxError';
  }
}

export interface Token {
  kind: 'name' | 'punct' | 'string' | 'number' | 'end';
  text: string;
  line: number;
  column: number;
}

/** Punctuators, by the names graphql-ruby's parse errors give them. */
const PUNCTUATION: Record<string, string> = {
  '!': 'BANG',
  $: 'VAR_SIGN',
  '(': 'LPAREN',
  ')': 'RPAREN',
  ':': 'COLON',
  '=': 'EQUALS',
  '@': 'DIR_SIGN',
  '[': 'LBRACKET',
  ']': 'RBRACKET',
  '{': 'LCURLY',
  '}': 'RCURLY',
  '|': 'PIPE',
  '&': 'AMP',
  '...': 'ELLIPSIS',
};
export const tokenName = (token: Token) =>
  token.kind === 'punct'
    ? PUNCTUATION[token.text]
    : token.kind === 'name'
      ? 'IDENTIFIER'
      : token.kind === 'number'
        ? /[.eE]/.test(token.text)
          ? 'FLOAT'
          : 'INT'
        : 'STRING';

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const at = () => ({ line, column: i - lineStart + 1 });
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\n') {
      i += 1;
      line += 1;
      lineStart = i;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === ',' || c === '\uFEFF') {
      i += 1;
    } else if (c === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', text: '...', ...at() });
      i += 3;
    } else if (c in PUNCTUATION) {
      tokens.push({ kind: 'punct', text: c, ...at() });
      i += 1;
    } else if (c === '"') {
      const start = at();
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== '"') {
        if (source[i] === '\n') throw new GraphqlSyntaxError('Unterminated string', start.line, start.column);
        if (source[i] === '\\') {
          text += JSON.parse(`"${source.slice(i, source[i + 1] === 'u' ? i + 6 : i + 2)}"`) as string;
          i += source[i + 1] === 'u' ? 6 : 2;
        } else {
          text += source[i];
          i += 1;
        }
      }
      if (i >= source.length) throw new GraphqlSyntaxError('Unterminated string', start.line, start.column);
      i += 1;
      tokens.push({ kind: 'string', text, ...start });
    } else {
      const match = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|^([_A-Za-z][_0-9A-Za-z]*)/.exec(source.slice(i, i + 200));
      if (!match) throw new GraphqlSyntaxError(`Parse error on "${c}" (error)`, line, i - lineStart + 1);
      tokens.push({ kind: match[1] ? 'number' : 'name', text: match[0], ...at() });
      i += match[0].length;
    }
  }
  tokens.push({ kind: 'end', text: '', ...at() });
  return tokens;
}

/** The parser's place in a document's tokens, and the error graphql-ruby gives for a token it did not expect. */
export class TokenReader {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.position]!;
  }

  next(): Token {
    return this.tokens[this.position++]!;
  }

  previous(): Token {
    return this.tokens[this.position - 1]!;
  }

  fail(token: Token): never {
    const what = token.kind === 'end' ? 'end of file' : `"${token.text}" (${tokenName(token)})`;
    throw new GraphqlSyntaxError(
      `Parse error on ${what} at [${token.line}, ${token.column}]`,
      token.line,
      token.column,
    );
  }

  /** The punctuator `text` (a string of the same text is not it), or the parse error. */
  expect(text: string): Token {
    return this.peek().text === text && this.peek().kind !== 'string' ? this.next() : this.fail(this.peek());
  }

  name(): string {
    return this.peek().kind === 'name' ? this.next().text : this.fail(this.peek());
  }
}
