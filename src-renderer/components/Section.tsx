import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What is collapsed on the sheets (sections, and cards such as scheduled arrivals), by key, for as long as the app
 * runs: never part of the document or its history. A jump to a record inside expands what hides it (jump-to-path).
 */
const folded = observable.set<string>();

export const isFolded = (key: string) => folded.has(key);
export function setFolded(key: string, value: boolean): void {
  runInAction(() => (value ? folded.add(key) : folded.delete(key)));
}

type TocEntry = { key: string; title: string; element: HTMLElement };

/** The sections of the sheet on screen, for its table of contents. */
class TocRegistry {
  readonly entries = observable.map<string, TocEntry>({}, { deep: false });
  add(entry: TocEntry) {
    runInAction(() => this.entries.set(entry.key, entry));
  }
  remove(key: string) {
    runInAction(() => this.entries.delete(key));
  }
  /** In the order they stand on the sheet. */
  get ordered(): TocEntry[] {
    return [...this.entries.values()].sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }
}

const TocContext = createContext<TocRegistry | null>(null);

/** Gives a sheet its table of contents: the sections inside register with it. */
export function TocProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new TocRegistry());
  return <TocContext.Provider value={registry}>{children}</TocContext.Provider>;
}

/** A titled block of a sheet with optional buttons on the right of its title; a click on its title collapses or
 *  expands it. */
export const Section = observer(function Section({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const key = `section:${testId ?? title}`;
  const toc = useContext(TocContext);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!toc || !ref.current) return;
    toc.add({ key, title, element: ref.current });
    return () => toc.remove(key);
  }, [toc, key, title]);
  const closed = isFolded(key);
  return (
    <section ref={ref} className={closed ? 'sheet-section folded' : 'sheet-section'} data-testid={testId} data-fold={key}>
      <header>
        <button className="section-toggle" aria-expanded={!closed} title={closed ? 'Expand this section' : 'Collapse this section'} onClick={() => setFolded(key, !closed)}>
          <span className="fold-chevron" aria-hidden>
            {closed ? '▸' : '▾'}
          </span>
          <h3>{title}</h3>
        </button>
        {!closed && <div className="sheet-actions">{actions}</div>}
      </header>
      <div className="section-body" hidden={closed}>
        {children}
      </div>
    </section>
  );
});

/** At the top of a long sheet: its sections as links (a click expands the section and scrolls to it), and buttons
 *  that collapse or expand them all. Shown when the sheet has more than two sections. */
export const SheetToc = observer(function SheetToc() {
  const toc = useContext(TocContext);
  const entries = toc?.ordered ?? [];
  if (entries.length < 3) return null;
  const go = (entry: TocEntry) => {
    setFolded(entry.key, false);
    requestAnimationFrame(() => entry.element.scrollIntoView({ block: 'start' }));
  };
  return (
    <nav className="sheet-toc" aria-label="On this sheet" data-testid="sheet-toc">
      <span className="muted">On this sheet:</span>
      {entries.map((e) => (
        <button key={e.key} className={isFolded(e.key) ? 'link folded' : 'link'} data-toc={e.key} title={e.title} onClick={() => go(e)}>
          {e.title.replace(/\s*\([^)]{12,}\)$/, '')}
        </button>
      ))}
      <span className="toc-actions">
        <button className="link" data-testid="toc-fold-all" onClick={() => entries.forEach((e) => setFolded(e.key, true))}>
          Collapse all
        </button>
        <button className="link" data-testid="toc-unfold-all" onClick={() => entries.forEach((e) => setFolded(e.key, false))}>
          Expand all
        </button>
      </span>
    </nav>
  );
});
