import { Link, useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { PATH_LABELS } from './nav-items';
import { anyListSearch, crumbTitle, useCrumbState } from './crumb-state';
import { useReturnClick } from '../../lib/return-link';
import './breadcrumbs.css';

/** The separator between two steps of the trail: the same element every time. */
const SEPARATOR = (
  <li className="crumbs-sep" aria-hidden="true">
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m9 18 6-6-6-6" />
    </svg>
  </li>
);

/** Home > each known prefix of the current path > the current page. */
export function Breadcrumbs() {
  const { t } = useI18n();
  const pathname = useLocation({ select: (location) => location.pathname });
  useCrumbState();
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments
    .map((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      const key = PATH_LABELS[path];
      return { path, label: key ? t(key) : (crumbTitle(path) ?? decodeURIComponent(segment)) };
    })
    .filter((crumb, index, all) => index === all.length - 1 || PATH_LABELS[crumb.path]);
  // Plain markup with the UI kit's tokens (breadcrumbs.css), drawn as the kit's trail was: the
  // trail renders again with every screen a tap opens, and each kit part computed its styles as it
  // rendered (decision 062). Only the current page is marked as such: the steps before it are links.
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="crumbs">
      <ol className="crumbs-list">
        <li className="crumbs-item keep">
          <Link to="/" className="crumbs-link" activeOptions={EXACT}>
            {t('nav.home')}
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {SEPARATOR}
            {index === crumbs.length - 1 ? (
              <li className="crumbs-item">
                <span className="crumbs-current" aria-current="page">
                  {crumb.label}
                </span>
              </li>
            ) : (
              <li className="crumbs-item keep">
                <StepLink path={crumb.path} label={crumb.label} />
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A step before the current page. When it is the page just before in the history (a list the
 * shopper opened this page from), it goes back to it, where it was scrolled (lib/return-link.ts).
 */
function StepLink({ path, label }: { path: string; label: string }) {
  const search = anyListSearch(path);
  const returnToStep = useReturnClick(path, search);
  return (
    <Link to={path} search={search} className="crumbs-link" activeOptions={EXACT} onClick={returnToStep}>
      {label}
    </Link>
  );
}

/** A step before the current page is not the current page, though its path starts the address. */
const EXACT = { exact: true } as const;
