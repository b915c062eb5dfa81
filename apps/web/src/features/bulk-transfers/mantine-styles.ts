/** Mantine styles of the components only the bulk-transfer pages use; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Divider.css';
