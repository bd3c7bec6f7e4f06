import { useChakraContext } from '@chakra-ui/react';

/**
 * Theme tokens as CSS variables, so the SVG follows light and dark mode like the rest of the UI.
 * `mark` is a colour token such as 'primary.solid'.
 */
export function useChartColors(mark = 'primary.solid') {
  const { token } = useChakraContext();
  const color = (path: string, fallback: string) => (token.var(`colors.${path}`, fallback) as string | undefined) ?? fallback;
  return {
    mark: color(mark, 'currentColor'),
    text: color('fg.muted', 'currentColor'),
    grid: color('border', '#ccc'),
    axis: color('border.emphasized', '#999'),
    surface: color('bg', 'white'),
  };
}

export type ChartColors = ReturnType<typeof useChartColors>;
