import { bootApp } from './app/boot';
import './app/app.css';

bootApp();
