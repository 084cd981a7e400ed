/**
 * The daily challenges over HTTP: today and when it closes, and the boards. A board is public; the header
 * `X-Pastime-Device` adds the asking device's own entry.
 */
import { dailyRefused, DAILY_GAMES, messageOf, oneOf, spanSchema, text } from '@pastime/app-core';
import { Hono } from 'hono';
import type { Daily } from '../daily/daily.ts';

const gameSchema = oneOf(DAILY_GAMES);
const tokenSchema = text(64);

export function dailyRoutes(daily: Daily): Hono {
  const routes = new Hono();
  routes.get('/', (c) => c.json(daily.today()));
  routes.get('/:game/leaderboard', async (c) => {
    let game;
    let span;
    let token;
    try {
      game = gameSchema(c.req.param('game'), 'game');
      const asked = c.req.query('span') ?? 'today';
      span = asked === 'today' ? 'today' : spanSchema(asked, 'span');
      const device = c.req.header('x-pastime-device');
      token = device === undefined ? undefined : tokenSchema(device, 'X-Pastime-Device');
    } catch (error) {
      return c.json(dailyRefused('malformed', messageOf(error)), 400);
    }
    return c.json(await daily.leaderboard(game, span, token));
  });
  return routes;
}
