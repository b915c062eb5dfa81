/** Mantine styles of the components only this area uses; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Container.css';
import '@mantine/dates/styles.css';
