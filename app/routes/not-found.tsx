import { data } from 'react-router';
import { NotFound } from '../components/not-found';

export const loader = () => data(null, { status: 404 });
export const meta = () => [{ title: 'Page Not Found - The page you are looking for does not exist.' }];

export default NotFound;
