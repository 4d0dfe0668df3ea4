// The stylesheets the other public pages and the sign-in pages add to public-styles.ts (forms, modal,
// plans table, tabs, FAQ accordion), in Mantine's own order; loaded with those pages' chunks.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
