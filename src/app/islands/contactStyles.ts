// The styles only the contact form's states use (sending, notifications), in its own chunk: the
// page's stylesheet (styles.ts) has the rest, the form's fields too. They load with the form's
// code, before it hydrates.
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
