import { Breadcrumb } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { PATH_LABELS } from './nav-items';
import { anyListSearch, crumbTitle, useCrumbState } from './crumb-state';

// Links are at least 44 px tall for fingers, without changing how the trail looks.
const touch = { display: 'inline-flex', alignItems: 'center', minH: '11', px: '1' } as const;
// The trail's links keep their words whole; only the current page's name (a long product name on
// a phone) wraps, between words, onto a second line at most.
const keep = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

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
  return (
    <Breadcrumb.Root aria-label={t('nav.breadcrumbs')} size="sm" mb="4">
      <Breadcrumb.List>
        <Breadcrumb.Item {...keep}>
          <Breadcrumb.Link asChild {...touch}>
            <Link to="/">{t('nav.home')}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item {...(index === crumbs.length - 1 ? { minW: '0' } : keep)}>
              {index === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink lineClamp={2}>{crumb.label}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild {...touch}>
                  <Link to={crumb.path} search={anyListSearch(crumb.path)}>
                    {crumb.label}
                  </Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
