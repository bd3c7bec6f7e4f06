import { Box, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { IMAGE_MIME_TYPES } from '@portal/contract/rules';
import { useRef, useState } from 'react';
import { IMAGE_TEXT as T } from './text';

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
        <Text>{T.drop}</Text>
        <Text fontSize="xs" color="fg.muted">
          {T.hint}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={T.fileInput}
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {T.choose}
        </Button>
        {busy && (
          <Progress.Root value={progress} size="sm" w="full" aria-label={T.uploading(progress)}>
            <Progress.Label mb="1">{T.uploading(progress)}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </Box>
  );
}
