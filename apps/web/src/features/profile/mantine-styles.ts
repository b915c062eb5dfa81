/** Mantine styles of the components only the profile and settings pages use. */
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
