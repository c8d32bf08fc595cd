import { data } from 'react-router';
import { NOT_FOUND_TITLE, NotFound } from '../components/not-found';

export const loader = () => data(null, { status: 404 });
export const meta = () => [{ title: NOT_FOUND_TITLE }];

export default NotFound;
