/** Mantine styles of the components only this area uses; they load with the area's chunk. */
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
