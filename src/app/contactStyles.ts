// The styles only the contact form uses, in its own chunk: the page's stylesheet (styles.ts) has
// the rest. They load with the form's code, before it hydrates.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
