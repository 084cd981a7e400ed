import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { hrefFor } from '../shell/route.ts';

/** `#/how-to-play`: the way to each game's guide, from the header of screens that show no game. */
export function HowToPlay() {
  useDocumentTitle('How to play · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <article class="guide">
      <h1 ref={heading} tabIndex={-1}>
        How to play
      </h1>
      <p class="guide-intro">Each game has a short guide: its rules, its keys and what its helpers do.</p>
      <ul class="guide-links">
        <li>
          <a href={hrefFor('how-to-play-2048')}>How to play 2048</a>: slide the tiles, merge equal numbers.
        </li>
        <li>
          <a href={hrefFor('how-to-play-farkle')}>How to play Farkle</a>: roll six dice, bank before you
          farkle.
        </li>
      </ul>
    </article>
  );
}
