// The page's whole stylesheet. Mantine's CSS per component rather than the whole styles.css. The
// build keeps of it, for the stylesheet that blocks the first render, only the rules the
// prerendered pages use (scripts/steps/criticalCss.ts); the whole one comes with the contact
// form, as do the form's loader and notifications (contactStyles.ts).
// Order matters: base layers first, then components, then components that build on others.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import './fonts.css';
import './global.css';
