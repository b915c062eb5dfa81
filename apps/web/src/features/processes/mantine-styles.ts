/** Mantine styles of the components only the financing request pages use; they load with the area's chunk. */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Timeline.css';
