import { backgroundOptions } from '@/features/background/options';
import { DIMMED_COLOR, PAGE_COLOR, TEXT_COLOR } from '../config/theme';

/** The share image in the page's look: its colours and the background's stars. */
export const shareColors = {
  page: PAGE_COLOR,
  text: TEXT_COLOR,
  dimmed: DIMMED_COLOR,
  stars: backgroundOptions.particles.color.value,
};
