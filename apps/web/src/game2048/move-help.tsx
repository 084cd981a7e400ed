/**
 * How to move, in a line beside the board: swipes first on a touch screen (a coarse pointer), keys first with a
 * mouse or trackpad. Only the fitting sentence is shown, and only the shown one is read.
 */
export function MoveHelp() {
  return (
    <p class="g2048-help">
      <span class="g2048-help-touch">
        Swipe on the board to move the tiles, or use the <kbd>arrow keys</kbd>. Equal tiles that touch merge.
      </span>
      <span class="g2048-help-keys">
        Move the tiles with the <kbd>arrow keys</kbd> or{' '}
        <span class="nowrap">
          <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd>
        </span>
        , or swipe on the board. Two equal tiles that touch merge into one.
      </span>
    </p>
  );
}
