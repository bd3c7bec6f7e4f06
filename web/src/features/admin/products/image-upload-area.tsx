import { Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { IMAGE_MIME_TYPES } from '@portal/contract/rules';
import { useRef, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  /** Upload progress in percent while an upload runs, else null. */
  progress: number | null;
  onFiles: (files: File[]) => void;
}

/** Several image files at once, chosen or dropped; a progress bar while they go up. */
export function ImageUploadArea({ progress, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [hover, setHover] = useState(false);
  const busy = progress !== null;
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={hover ? 'primary.solid' : 'border'}
      rounded="md"
      p="4"
      textAlign="center"
      onDragOver={(e) => {
        if (busy || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setHover(true);
      }}
      onDragLeave={() => setHover(false)}
      onDrop={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setHover(false);
        if (!busy) onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <Stack gap="2" align="center">
        <Text>{t('admin.images.drop')}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t('admin.images.hint')}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('admin.images.fileInput')}
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {t('admin.images.choose')}
        </Button>
        {busy && (
          <Progress.Root value={progress} size="sm" w="full" aria-label={t('admin.images.uploading', { percent: progress })}>
            <Progress.Label mb="1">{t('admin.images.uploading', { percent: progress })}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </Box>
  );
}
