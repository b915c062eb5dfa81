/** Mantine styles of the components only the transfer history pages use; they load with the area's chunk. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
// SegmentedControl draws its sliding highlight with FloatingIndicator.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/dates/styles.css';
