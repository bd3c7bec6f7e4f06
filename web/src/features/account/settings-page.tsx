import { Card, Heading, NativeSelect, SegmentGroup, Field, Stack } from '@chakra-ui/react';
import { LANGUAGES, useI18n, type Language } from '../../lib/i18n/i18n';
import { useColorMode, type ColorMode } from '../../ui/theme/color-mode';

/** Theme and language; both persist in localStorage ('theme', 'language'). */
export function SettingsPage() {
  const { t, language, setLanguage } = useI18n();
  const { colorMode, setColorMode } = useColorMode();
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl">
        {t('settings.title')}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <Field.Root>
              <Field.Label id="theme-label">{t('settings.theme')}</Field.Label>
              <SegmentGroup.Root
                aria-labelledby="theme-label"
                value={colorMode}
                onValueChange={(details) => details.value && setColorMode(details.value as ColorMode)}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items items={[{ value: 'light', label: t('settings.light') }, { value: 'dark', label: t('settings.dark') }]} />
              </SegmentGroup.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('settings.language')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={language} onChange={(event) => void setLanguage(event.target.value as Language)}>
                  {LANGUAGES.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
