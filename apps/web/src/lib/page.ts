/** Full page reload (Reset Demo, spec part 1 §4). A module of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
