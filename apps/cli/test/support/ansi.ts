// eslint-disable-next-line no-control-regex
const SGR_OR_CSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The text without escape sequences: what a screen shows, for tests that read its words and columns. */
export function stripAnsi(text: string): string {
  return text.replace(SGR_OR_CSI, '');
}
