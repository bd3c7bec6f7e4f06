/**
 * Closes one dialog and opens the next (details → edit). The next one opens a tick later: opened
 * in the same update, it mounts while the first still holds the modal layer and focus, and is
 * dismissed with it, so the admin saw the details close and no form open.
 */
export function handOff(close: () => void, next: () => void): void {
  close();
  setTimeout(next, 0);
}
