import { isFolded, setFolded } from '../components/Section';

/** The element marked (pathAttrs) with the longest data-path that `path` starts with, at a segment boundary. */
function closestMarked(path: string): HTMLElement | null {
  let best: HTMLElement | null = null;
  for (const el of document.querySelectorAll<HTMLElement>('[data-path]')) {
    const marked = el.dataset.path ?? '';
    const boundary = path.length === marked.length || path[marked.length] === '.' || path[marked.length] === '[';
    if (path.startsWith(marked) && boundary && marked.length > (best?.dataset.path?.length ?? -1)) best = el;
  }
  return best;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * After a switch to the editor that holds `path`: opens the record when its marker is a selector (a table in a list),
 * then scrolls the record's editor into view and flashes it. Does nothing when no editor marks the record.
 */
export async function jumpToPath(path: string): Promise<void> {
  await nextFrame();
  let target = closestMarked(path);
  if (target?.dataset.pathSelect !== undefined) {
    target.click();
    await nextFrame();
    target = closestMarked(path) ?? target;
  }
  if (!target) return;
  // A collapsed section or card hides the record: expand each one around it first.
  let folded = false;
  for (let el = target.closest<HTMLElement>('[data-fold]'); el; el = el.parentElement?.closest<HTMLElement>('[data-fold]') ?? null) {
    if (el.dataset.fold && isFolded(el.dataset.fold)) {
      setFolded(el.dataset.fold, false);
      folded = true;
    }
  }
  if (folded) {
    await nextFrame();
    target = closestMarked(path) ?? target;
  }
  target.scrollIntoView({ block: 'center' });
  target.classList.add('jump-flash');
  setTimeout(() => target.classList.remove('jump-flash'), 1600);
}
