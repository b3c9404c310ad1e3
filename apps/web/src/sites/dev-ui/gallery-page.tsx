import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/features/theme/api/get-theme';
import { loadThemeFonts } from '@/shell/theme/theme-fonts';
import { applyTheme } from '@/shell/theme/theme-variables';
import { ToastHost } from '@/shell/toasts/toast-host';
import { ActionsSection } from './actions-section';
import { DataSection } from './data-section';
import { FeedbackSection } from './feedback-section';
import { FormsSection } from './forms-section';
import './gallery.css';

/** Two real venue themes from the API: the operator's own and Manchester Central's (teal, Oswald). */
const themes = [
  { value: 'operator', label: 'Operator default', venue: null },
  { value: 'manchester-central', label: 'Manchester Central', venue: 'manchester-central' },
] as const;

/** Every component of components/ui in every state, in the theme chosen (?theme=manchester-central). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const chosen = themes.find((theme) => theme.value === params.get('theme')) ?? themes[0];
  const theme = useTheme(chosen.venue);

  useLayoutEffect(() => {
    if (!theme.data) return;
    applyTheme(theme.data);
    loadThemeFonts([theme.data.themeAppBodyFontStyle, theme.data.themeAppHeadingFontStyle]);
  }, [theme.data]);

  return (
    <main className="gallery" id="main" data-theme={chosen.value} aria-busy={theme.isFetching}>
      <h1>UI gallery</h1>
      <p>
        The design system of <code>components/ui</code> in every state. Development only: see
        docs/decisions/021-ui-gallery.md.
      </p>
      <RadioCards
        legend="Venue theme"
        name="theme"
        value={chosen.value}
        options={themes.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => setParams(value === 'operator' ? {} : { theme: value }, { replace: true })}
      />
      {theme.data ? (
        <>
          <ActionsSection />
          <FormsSection />
          <DataSection />
          <FeedbackSection />
        </>
      ) : (
        <Spinner />
      )}
      <ToastHost />
    </main>
  );
}
