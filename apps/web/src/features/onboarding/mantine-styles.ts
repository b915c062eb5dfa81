/** Mantine styles of the components only this area uses; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Checkbox.css';
