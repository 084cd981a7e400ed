import { newGame, apply } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { boardCentre, readBoard, rows, savedGame, touchSwipe } from './game2048-helpers.ts';
import { sharedBrowser, eventually, openApp } from './harness.ts';

const browser = sharedBrowser();

describe('2048: swipes', () => {
  it('moves on a finger swipe past about 20 px and ignores short, diagonal and ambiguous ones', async () => {
    // Without animations a swipe is handled before the touch ends, so an ignored one can be checked at once.
    const { context, page } = await openApp(browser(), '?seed=31#/2048', {
      viewport: 'phone',
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const centre = await boardCentre(page);
    let state = newGame({ seed: 31 });

    for (const [by, direction] of [
      [{ x: 80, y: 4 }, 'right'],
      [{ x: -3, y: 90 }, 'down'],
      [{ x: -70, y: -10 }, 'left'],
      [{ x: 0, y: -60 }, 'up'],
    ] as const) {
      state = apply(state, direction);
      await touchSwipe(page, centre, by);
      await eventually(() => readBoard(page), rows(state), `after swiping ${direction}`);
    }

    for (const by of [
      { x: 12, y: 0 },
      { x: 0, y: -15 },
      { x: 60, y: 58 },
      { x: -50, y: 45 },
    ]) {
      await touchSwipe(page, centre, by);
      expect(await readBoard(page)).toEqual(rows(state));
    }
    // Swiping on the board never scrolls the page, though the page is taller than the phone's screen; the same
    // swipe on the text below the board does.
    await touchSwipe(page, centre, { x: 0, y: -150 }, 10);
    await eventually(() => readBoard(page), rows(apply(state, 'up')));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const help = await page.locator('.g2048-help').boundingBox();
    if (!help) throw new Error('the help text is not visible');
    await touchSwipe(page, { x: help.x + help.width / 2, y: help.y + 10 }, { x: 0, y: -150 }, 10);
    await eventually(() => page.evaluate(() => window.scrollY > 0), true);
    await context.close();
  });

  it('takes a mouse drag on the board as a swipe', async () => {
    const { context, page } = await openApp(browser(), '?seed=31#/2048');
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    const centre = await boardCentre(page);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 5, { steps: 4 });
    await page.mouse.up();
    await eventually(() => readBoard(page), rows(apply(newGame({ seed: 31 }), 'right')));
    await context.close();
  });
});

describe('2048: animation', () => {
  it('slides moved tiles, pops merged ones, zooms in the new one and floats the points', async () => {
    const board = [
      [2, 2, 4, 4],
      [0, 8, 0, 8],
      [16, 0, 0, 0],
      [0, 0, 0, 32],
    ];
    const { context, page } = await openApp(browser(), '#/2048', { storage: savedGame({ board, seed: 1 }) });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    // Slow every animation a thousandfold so a busy machine cannot let them finish before they are listed.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.001 });
    await page.keyboard.press('ArrowLeft');
    const running = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : 'slide';
        return `${name} ${target?.textContent ?? ''}`;
      }),
    );
    // Slides: the tiles that changed cell (the 2 and both 4s and 8s merging, the 32); the 16 and the first 2 stay.
    expect(running.filter((name) => name.startsWith('slide')).sort()).toEqual(
      ['slide 2', 'slide 32', 'slide 4', 'slide 4', 'slide 8', 'slide 8'].sort(),
    );
    expect(running.filter((name) => name.startsWith('tile-pop')).sort()).toEqual([
      'tile-pop 16',
      'tile-pop 4',
      'tile-pop 8',
    ]);
    expect(running.filter((name) => name.startsWith('tile-appear'))).toHaveLength(1);
    expect(running).toContain('score-gain +28');

    // A new game's tiles zoom in where they are: no element of the old game slides to a new tile's place.
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    const afterNewGame = await page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'slide')),
    );
    expect(afterNewGame.sort()).toEqual(['tile-appear', 'tile-appear']);
    await context.close();
  });
});

describe('2048: reduced motion', () => {
  it('draws moves without slides or zooms when the system asks for less motion, and fades the points', async () => {
    const config = {
      board: [
        [2, 2, 0, 0],
        [0, 0, 0, 4],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      seed: 2,
    };
    const { context, page } = await openApp(browser(), '#/2048', {
      reducedMotion: 'reduce',
      storage: savedGame(config),
    });
    await page.getByRole('grid', { name: 'Game board' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    const played = apply(apply(newGame(config), 'left'), 'up');
    await eventually(() => readBoard(page), rows(played));
    const motion = await page.evaluate(() => {
      const tile = document.querySelector('.tile');
      const face = document.querySelector('.tile-face');
      if (!tile || !face) return null;
      return {
        transition: getComputedStyle(tile).transitionDuration,
        animation: getComputedStyle(face).animationDuration,
        still: document.querySelector('.board')?.classList.contains('board-still'),
      };
    });
    expect(motion).toEqual({ transition: '0s', animation: '0s', still: true });
    // The merge's points still show: they fade in place instead of rising.
    expect(played.lastMove?.scoreGained).toBeGreaterThan(0);
    const gain = page.locator('.score-gain');
    expect(await gain.textContent()).toBe(`+${played.lastMove?.scoreGained ?? 0}`);
    expect(await gain.evaluate((element) => getComputedStyle(element).animationName)).toBe('score-gain-fade');
    await context.close();
  });
});
