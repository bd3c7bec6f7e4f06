import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n';
import { useColorMode } from '../theme/color-mode';

export function ThemeToggle() {
  const { t } = useI18n();
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? t('settings.light') : t('settings.dark');
  return (
    <IconButton variant="ghost" aria-label={t('settings.toggleTheme', { mode: next.toLowerCase() })} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
