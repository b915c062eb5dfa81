/** Mantine styles of the components only the beneficiaries pages use; they load with the area's chunk. */
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
