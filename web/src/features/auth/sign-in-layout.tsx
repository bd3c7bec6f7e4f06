import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useColorMode } from '../../ui/theme/color-mode';
import { MoonIcon, SunIcon } from '../../ui/icons';
import './sign-in.css';

/**
 * The sign-in page's frame, as the other visitor pages' (ui/layout/auth-layout.tsx) look: a
 * centred card under the product name, the theme switch in the corner. Plain markup and
 * ./sign-in.css, so that a first visit loads no UI kit.
 */
export function SignInLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useI18n();
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? t('settings.light') : t('settings.dark');
  return (
    <main className="signin">
      <div className="signin-corner">
        <button type="button" className="signin-icon-button" aria-label={t('settings.toggleTheme', { mode: next.toLowerCase() })} onClick={toggleColorMode}>
          {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
      </div>
      <p className="signin-name">{t('app.name')}</p>
      <div className="signin-card">
        <div className="signin-card-header">
          <h1>{title}</h1>
          {subtitle && <p className="signin-muted">{subtitle}</p>}
        </div>
        <div className="signin-card-body">{children}</div>
      </div>
    </main>
  );
}
