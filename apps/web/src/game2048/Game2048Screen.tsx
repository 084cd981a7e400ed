export function Game2048Screen() {
  return <h1>2048</h1>;
}
