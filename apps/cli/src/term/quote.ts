// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text the player typed, quoted for a message. Control characters are shown as escapes (`\x1b`): printed as
 * they are, they could move the cursor or recolour the terminal the message is read in. A long text is cut.
 */
export function quoted(text: string, maxLength = 40): string {
  const chars = [...text];
  const shown = chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : text;
  const safe = shown.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `'${safe}'`;
}
