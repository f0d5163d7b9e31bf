import { VIEWS, type ViewId } from '../views/views';
import { hrefOf } from './routing';

export interface NavProps {
  current: ViewId;
  /** A view was chosen (the hash changes by itself: these are plain links). */
  onNavigate(id: ViewId): void;
}

/**
 * The console's navigation: plain links to the views' hashes, so they work with every input,
 * open in new tabs and show their target. The current view is marked with aria-current.
 */
export function Nav({ current, onNavigate }: NavProps) {
  return (
    <nav aria-label="Console" className="nav">
      <ul>
        {VIEWS.map((view) => (
          <li key={view.id}>
            <a
              href={hrefOf(view.id)}
              aria-current={view.id === current ? 'page' : undefined}
              className="nav__link"
              onClick={() => onNavigate(view.id)}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" className="icon">
                {view.icon}
              </svg>
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
