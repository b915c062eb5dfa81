/** Mantine styles of the components only this area uses; they load with the area's chunk. */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Breadcrumbs.css';
