import { buildProgram } from '../../scripts/build.ts';

/** Vitest's global setup: the tests start the built program, so it is built from the current sources first. */
export default async function setup(): Promise<void> {
  await buildProgram();
}
