/** Mantine styles of the components only the transfer pages use; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/dates/styles.css';
