import { data, type MetaFunction } from 'react-router';
import { NotFound } from '../components/not-found';
import { notFoundTitle } from '../lib/page-title';

export const loader = () => data(null, { status: 404 });
export const meta: MetaFunction = ({ matches }) => [{ title: notFoundTitle(matches) }];

export default NotFound;
