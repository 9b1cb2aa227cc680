import { useEffect, type ReactNode } from 'react';

/** The app's own dialog frame: a title, a close box, Escape and a click beside it close it. */
export function Modal({ title, onClose, children, testId, className }: { title: string; onClose: () => void; children: ReactNode; testId: string; className?: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={className ? `modal ${className}` : 'modal'} role="dialog" aria-label={title} data-testid={testId}>
        <header>
          <h2>{title}</h2>
          <button className="close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
