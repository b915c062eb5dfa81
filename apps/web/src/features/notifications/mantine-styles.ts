/** Mantine styles of the components only the notification pages use; they load with the area's chunk. */
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Divider.css';
