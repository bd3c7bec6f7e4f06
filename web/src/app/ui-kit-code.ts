/**
 * Imported on its own ahead of a UI-kit screen's code (app.tsx, warmFirstRoute): the UI kit's file
 * is then evaluated in a task of its own, not in the one that evaluates the screen's code after it.
 * One name is enough to load the file (vite.config.ts groups the whole kit into it) without keeping
 * the rest of the kit from being tree-shaken.
 */
export { Box } from '@chakra-ui/react';
