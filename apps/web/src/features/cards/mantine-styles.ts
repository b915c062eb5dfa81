/** Mantine styles of the components only the card pages use; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/FloatingIndicator.css';
