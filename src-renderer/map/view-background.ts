/** The colour a view shows where it draws nothing: the first opaque background colour of the element or of the
 *  elements round it, or null when there is none (the page's canvas, whatever the browser makes of it). */
export function viewBackground(element: HTMLElement): string | null {
  for (let e: HTMLElement | null = element; e; e = e.parentElement) {
    const colour = getComputedStyle(e).backgroundColor;
    if (opaque(colour)) return colour;
    if (colour && !transparent(colour)) return null; // see-through over something else: nothing to match
  }
  return null;
}

/** A CSS colour as computed (`rgb(…)`, `rgba(…)`, `transparent`), fully opaque. */
function opaque(colour: string): boolean {
  return /^rgb\(/.test(colour) || /^rgba\([^)]*,\s*1\)$/.test(colour);
}

function transparent(colour: string): boolean {
  return colour === 'transparent' || /^rgba\([^)]*,\s*0\)$/.test(colour);
}
