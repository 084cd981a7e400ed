/**
 * The local Advisor at a room's table: offered only to the player whose turn it is in a room that allows it
 * (app-core's `roomAdvisorOffered`), worked out in the advisor's worker from the public position, which holds all
 * that the advice reads.
 */
import type { FarkleState } from '@pastime/farkle';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { AdvisorClient } from '../farkle/advisor/advisor-client.ts';
import type { AdvisorPanelProps } from '../farkle/advisor-panel.tsx';
import { useAdvice } from '../farkle/use-advice.ts';
import { useWinTable } from '../farkle/use-win-table.ts';

export interface RoomAdvisor {
  /** The panel's props, or null when the Advisor is not offered now. */
  readonly panel: AdvisorPanelProps | null;
  /** The dice the advice keeps, marked on the table. */
  readonly advised: readonly number[] | null;
}

export function useRoomAdvisor(state: FarkleState | null, offered: boolean): RoomAdvisor {
  // The worker starts on the first request only, so a room without the Advisor never starts it.
  const advisor = useMemo(() => new AdvisorClient(), []);
  useEffect(() => () => advisor.dispose(), [advisor]);
  const [on, setOn] = useState(false);
  const live = offered && on;
  const table = useWinTable(advisor, live ? state : null, live);
  const { advice, error } = useAdvice((shown) => advisor.advise(shown), state, live);
  if (!offered) return { panel: null, advised: null };
  return {
    panel: { on, state, advice, error, onToggle: () => setOn(!on), table },
    advised: live && advice && state?.phase === 'choosing' ? advice.indices : null,
  };
}
